$x = assert_type(Integer, 'a') |$e, $a| { 5 }
notify { "${x}": }
