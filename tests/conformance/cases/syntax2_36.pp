node a { } node a { }
