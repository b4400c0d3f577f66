nosuch { "x": }
