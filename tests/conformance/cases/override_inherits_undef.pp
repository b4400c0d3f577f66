class base { notify { 'a': message => 'b' } }
class kid inherits base { Notify['a'] { message => undef } }
include kid
