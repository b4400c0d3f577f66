# Puppet 8's split accepts a Sensitive string and returns a Sensitive array (PUP-11429)
$parts = split(Sensitive('a,b,c'), ',')
notify { 'type': message => String($parts =~ Sensitive) }
notify { 'joined': message => $parts.unwrap.join('-') }
