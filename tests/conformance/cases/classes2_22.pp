class base { notify { 'base': } }
class child inherits base { notify { 'child': } }
class other inherits base { }
include child, other
