import CNcursesw
public enum BrickTUIPlaceholder {}
