class c($name) { }
