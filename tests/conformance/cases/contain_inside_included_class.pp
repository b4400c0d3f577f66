class a { notify { 'a': } }
class b { contain a }
class c { include b }
include c
