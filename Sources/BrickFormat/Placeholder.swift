public enum BrickFormatPlaceholder {}
