class mod { }
class other { }
