class c { }
class c { }
