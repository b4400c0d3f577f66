contain nosuch
