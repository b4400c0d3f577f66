class p { notify { 'in p': } }
class c inherits p { notify { 'in c': } }
class b { class { 'c': } }
class a { contain b }
include a
