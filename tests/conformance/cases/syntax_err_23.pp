unless $x { } else { } elsif
