define 0bad { }
