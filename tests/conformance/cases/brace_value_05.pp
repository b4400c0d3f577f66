notice 'x' { message => 1 }
