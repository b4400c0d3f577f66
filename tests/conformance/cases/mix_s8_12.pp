Notify { message => 'top default' }
class c { notify { 'in c': } }
class d { Notify { message => 'd default' } include c notify { 'in d': } }
include d
