class a { notify { 'a': } }
class b { notify { 'b': } }
class c { require a  contain b }
include c
