class a { } class a::b inherits { }
