if $x { notify { 'a': }
