if $x { notify { 'a': } } else if $y { }
