print("brickyard")
