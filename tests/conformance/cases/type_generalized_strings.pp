# Generalized, one string is any string and several their lengths, as keys too.
notify { 'k': message => "${type({from => '3', abs => 'yes'}, generalized)} ${type(['a', 'bcd'], generalized)} ${type(['a', 'a'], generalized)} ${type({a => 1}, generalized)}" }
