class a { include b notify { 'a': } }
class b { include c notify { 'b': } }
class c { notify { 'c': } }
include a
