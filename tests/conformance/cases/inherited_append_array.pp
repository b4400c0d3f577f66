class b { notify { 'a': message => ['x'] } }
class c inherits b { Notify['a'] { message +> ['y', 'z'] } }
include c
