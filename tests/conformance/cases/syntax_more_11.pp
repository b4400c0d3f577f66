class c inherits { }
