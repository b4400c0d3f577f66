define foo::bar::baz() { notify { "n-${title}": } }
class outer::inner { foo::bar::baz { 'q': } }
include outer::inner
