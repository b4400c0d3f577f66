class a { notify { 'ina': } }
class b { require a notify { 'inb': } }
include b
