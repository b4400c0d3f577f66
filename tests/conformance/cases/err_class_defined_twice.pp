class a { }
class a { }
