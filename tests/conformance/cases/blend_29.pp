class a { notify { 'a': } }
class b { require a notify { 'b': } }
class c { contain b }
include c
