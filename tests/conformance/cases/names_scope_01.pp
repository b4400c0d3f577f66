define 9bad { }
