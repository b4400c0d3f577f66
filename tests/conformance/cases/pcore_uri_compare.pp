# URIs are not ordered
notify { "n": message => URI('http://a.com') < URI('http://b.com') }
