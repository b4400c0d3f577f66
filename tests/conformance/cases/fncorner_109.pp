notify { 'x': message => "${convert_to([1,2], Hash)} ${convert_to(5, String, '%x')} ${convert_to('-5', Integer, 10, true)}" }
