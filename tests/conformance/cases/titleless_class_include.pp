include Class
