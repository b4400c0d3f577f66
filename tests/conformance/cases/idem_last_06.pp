class c { File["x"] }
