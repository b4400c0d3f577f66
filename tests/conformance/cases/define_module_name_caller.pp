define foo::bar() { notify { "${title}: ${module_name} ${caller_module_name}": } }
class baz { foo::bar { 'x': } }
include baz
