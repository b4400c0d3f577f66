class c { } class c { }
