class 9x { }
