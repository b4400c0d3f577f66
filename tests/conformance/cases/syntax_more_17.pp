unless $x { } else { } else { }
