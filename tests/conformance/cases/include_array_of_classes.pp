include ['a', 'b']
class a { } class b { }
