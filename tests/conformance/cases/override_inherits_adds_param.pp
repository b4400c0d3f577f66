class base { notify { 'b': message => 'base' } }
class child inherits base { Notify['b'] { message => 'child', withpath => true } }
include child
