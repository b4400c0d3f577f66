# A missing fact looked up in $facts is undef under either version
notify { 'x': message => "f=${facts['no_such_fact']}" }
