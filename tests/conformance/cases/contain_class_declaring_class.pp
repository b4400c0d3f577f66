class c { notify { 'in c': } }
class b { class { 'c': } }
class a { contain b }
include a
