if $x { } else
