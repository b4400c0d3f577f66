class base { notify { 'b': } }
class mid inherits base { }
class top inherits mid { Notify['b'] { message => 'from top' } }
include top
