class base { notify { 'base': } }
class child inherits base { notify { 'child': } }
include base
include child
