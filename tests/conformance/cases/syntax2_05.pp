if $x { notify { "a": } 
