notify { 'x': message => "${unique(['a','A','a'])} ${unique([1,1.0,'1'])} ${unique('aabbc')}" }
