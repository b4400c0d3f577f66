Notify { message => 'top' }
class c { notify { 'in c': } }
class d { Notify { message => 'd' } include c }
include d
