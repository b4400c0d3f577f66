notify { x: message => {[1,"a"] => 1, 2 => 3, [] => 4, {a=>1} => 5, 2.5 => 6, true => 7, undef => 8} }
