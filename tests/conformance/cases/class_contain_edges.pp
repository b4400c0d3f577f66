class a { contain b  notify { 'in-a': } }
class b { notify { 'in-b': } }
include a
