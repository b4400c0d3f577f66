notify { 'e': message => "a\\b \"q\" \x \u0041 \u{1F600} \s!" }
notify { 's': message => 'it\'s \n raw \\' }
