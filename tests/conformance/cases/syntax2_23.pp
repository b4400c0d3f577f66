unless $x { } else { } elsif $y { }
