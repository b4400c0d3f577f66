class c { Notify { message => 'a' } }
class d inherits c { Notify { message => 'b' } notify { 'x': } }
include d
